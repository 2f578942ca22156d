/** The bucket as it behaves while R2 refuses one kind of call: every other call reaches the real binding. */
function failing(bucket: R2Bucket, method: "delete" | "put"): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === method) {
        return async () => {
          throw new Error("simulated R2 outage");
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The bucket while R2 refuses deletes. */
export const failingDeletes = (bucket: R2Bucket) => failing(bucket, "delete");

/** The bucket while R2 refuses to store anything. */
export const failingPuts = (bucket: R2Bucket) => failing(bucket, "put");
