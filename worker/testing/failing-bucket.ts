/** The bucket as it behaves while R2 refuses deletes: every other call reaches the real binding. */
export function failingDeletes(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === "delete") {
        return async () => {
          throw new Error("simulated R2 outage");
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
