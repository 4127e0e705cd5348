export declare const FRONT_END_SOURCES: readonly string[];
export declare function newestSourceChange(root: string): number;
