/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** This build's id, set by the build (vite.config.ts); absent under the test runner. */
  readonly BUILD_ID?: string;
}
