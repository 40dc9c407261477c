export declare const projectRoot: string;

/**
 * Copies the project into a new temporary folder and returns the folder; its content/ is a copy
 * of `content` (a folder from the project's root).
 */
export declare function copyProject(content?: string): Promise<string>;
