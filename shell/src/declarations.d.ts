declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
declare module 'vws-static-remotes' {
  export const staticRemotes: import('./static/staticComposition').StaticRemote[];
}
