declare module '*.md?meta' {
  export const meta: Record<string, unknown>;
}
declare module '*.md?body' {
  export const html: string;
}
