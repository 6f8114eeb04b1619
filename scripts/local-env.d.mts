export declare function loadDotEnv(file?: string): void;
export declare function devServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
