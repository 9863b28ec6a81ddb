import { installDevWallet } from './install';

installDevWallet();
