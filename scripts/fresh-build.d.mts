export declare const ROOT: string;
export declare const BUILD_LOCK: string;
export declare function buildScriptModules(entry?: string): string[];
export declare function buildInputsDigest(): string;
/** Why dist/ is not a fresh production build, or undefined when it is. */
export declare function staleReason(): string | undefined;
export declare function ensureFreshBuild(): void;
export declare function stampProductionBuild(inputs: string): void;
export declare function removeBuildStamp(): void;
export interface BuildSnapshot {
  /** Project-like root: dist/, package.json, content -> ../content, node_modules -> ../node_modules. */
  root: string;
  clientDir: string;
  serverEntry: string;
  remove: () => void;
}
export declare function buildSnapshot(): BuildSnapshot;
