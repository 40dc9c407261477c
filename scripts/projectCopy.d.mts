export declare const projectRoot: string;

/** Copies the project into a new temporary folder and returns the folder. */
export declare function copyProject(): Promise<string>;
