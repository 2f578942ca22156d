import { vi } from "vitest";

export interface LogLine {
  /** Exactly what was written. */
  raw: string;
  /** The line parsed as JSON. */
  entry: Record<string, unknown> & { level: string; event: string };
}

/**
 * Runs `action` with the console captured (this isolate's: call the app in process) and returns
 * what it wrote, one entry per console call. Fails if anything written is not one JSON object.
 */
export async function captureLogs(action: () => Promise<unknown>): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const record = (...args: unknown[]) => {
    const raw = args.map(String).join(" ");
    lines.push({ raw, entry: JSON.parse(raw) as LogLine["entry"] });
  };
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) => vi.spyOn(console, method).mockImplementation(record));
  try {
    await action();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}
