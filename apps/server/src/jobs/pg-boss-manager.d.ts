/** pg-boss 10's internal Manager class (src/manager.js), patched in job-queue.ts. */
declare module 'pg-boss/src/manager.js' {
  const Manager: { prototype: object };
  export default Manager;
}
