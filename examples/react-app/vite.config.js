import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    rolldownOptions: {
      // TanStack Query marks its files "use client" for server-component bundlers; meaningless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
