/** Each page module's code files in the browser's build (filled in the server's build only). */
declare module 'virtual:page-code' {
  const code: Record<string, string[]>;
  export default code;
}
