// A catalog imported by the app, compiled in the build by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
