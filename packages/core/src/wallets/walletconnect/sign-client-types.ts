/**
 * The part of `@walletconnect/sign-client` (2.x) this connector uses, written out so @satchel/core
 * needs neither that package nor its types: an app that offers WalletConnect installs it and hands
 * its loader over (`walletConnect.loadSignClient`), and an app that does not never bundles it.
 */
interface WalletConnectNamespace {
  chains?: string[];
  accounts: string[];
  methods: string[];
  events: string[];
}

export interface WalletConnectSession {
  topic: string;
  expiry: number;
  namespaces: Record<string, WalletConnectNamespace>;
  sessionProperties?: Record<string, string>;
  peer: { metadata: { name: string } };
}

export interface WalletConnectSessionEvent {
  topic: string;
  params: { event: { name: string; data: unknown }; chainId: string };
}

interface Topic {
  topic: string;
}

interface WalletConnectEvents {
  session_event: WalletConnectSessionEvent;
  session_update: Topic;
  session_delete: Topic;
  session_expire: Topic;
}

export interface WalletConnectClient {
  session: { getAll(): WalletConnectSession[]; get(topic: string): WalletConnectSession };
  core: { verify: { register(params: never): Promise<string> } };
  connect(params: {
    requiredNamespaces?: Record<string, Omit<WalletConnectNamespace, 'accounts'>>;
    optionalNamespaces?: Record<string, Omit<WalletConnectNamespace, 'accounts'>>;
  }): Promise<{ uri?: string; approval(): Promise<WalletConnectSession> }>;
  request<T>(params: {
    topic: string;
    chainId: string;
    request: { method: string; params: unknown };
  }): Promise<T>;
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>;
  on<E extends keyof WalletConnectEvents>(
    event: E,
    listener: (args: WalletConnectEvents[E]) => void,
  ): unknown;
  off<E extends keyof WalletConnectEvents>(
    event: E,
    listener: (args: WalletConnectEvents[E]) => void,
  ): unknown;
}

/** The options `SignClient.init` takes that this connector sets. */
interface WalletConnectInitOptions {
  projectId: string;
  relayUrl?: string;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  telemetryEnabled: boolean;
  logger: string;
}

/** What `import('@walletconnect/sign-client')` gives. */
export interface SignClientModule {
  SignClient: { init(options: WalletConnectInitOptions): Promise<unknown> };
}
