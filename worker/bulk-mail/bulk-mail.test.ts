import { describe, expect, it } from "vitest";
import { postmark } from "./postmark";
import { bulkMailProvider } from "./provider";
import { type BulkMail, BulkMailUnavailable } from "./types";
import { SIMULATED_BOUNCE_DOMAIN, simulated } from "./simulated";

const settings = (over: Record<string, string> = {}) => ({ BULK_MAIL_PROVIDER: "", BULK_MAIL_API_KEY: "", BULK_MAIL_STREAM: "", BULK_MAIL_SIMULATED_OUTAGES: "", ...over });

const mail = (to: string): BulkMail => ({
  to: [to],
  subject: "GST for new shops",
  text: "What a new shop needs.",
  html: "<p>What a new shop needs.</p>",
  headers: { "List-Unsubscribe": "<https://www.firm.in/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
});

describe("choosing the bulk mail provider", () => {
  it("is the configured one, and none while unset, unknown, or without its key", () => {
    expect(bulkMailProvider(settings())).toBeNull();
    expect(bulkMailProvider(settings({ BULK_MAIL_PROVIDER: "sendmail" }))).toBeNull();
    expect(bulkMailProvider(settings({ BULK_MAIL_PROVIDER: "toString" }))).toBeNull();
    expect(bulkMailProvider(settings({ BULK_MAIL_PROVIDER: "postmark" }))).toBeNull();
    expect(bulkMailProvider(settings({ BULK_MAIL_PROVIDER: " Postmark ", BULK_MAIL_API_KEY: "server-token" }))?.name).toBe("postmark");
    expect(bulkMailProvider(settings({ BULK_MAIL_PROVIDER: "simulated" }))?.name).toBe("simulated");
  });
});

describe("the simulated provider", () => {
  it("sends every mail but one to its bounce domain, which bounces", async () => {
    const provider = simulated(settings());
    expect(await provider.send("website@firm.in", [mail("a@example.in"), mail(`b@${SIMULATED_BOUNCE_DOMAIN}`)])).toEqual(["sent", "bounced"]);
  });

  it("fails the share of calls BULK_MAIL_SIMULATED_OUTAGES asks, as an outage", async () => {
    await expect(simulated(settings({ BULK_MAIL_SIMULATED_OUTAGES: "1" })).send("website@firm.in", [mail("a@example.in")])).rejects.toBeInstanceOf(BulkMailUnavailable);
  });

  it("reads its webhook's reports, and refuses a body of another shape", () => {
    const provider = simulated(settings());
    expect(provider.reports({ reports: [{ email: "a@example.in", outcome: "bounced" }, { email: "b@example.in", outcome: "delivered" }] })).toEqual([{ email: "a@example.in", outcome: "bounced" }]);
    expect(provider.reports({ RecordType: "Bounce" })).toBeNull();
  });
});

describe("the Postmark adapter", () => {
  function recordingFetch(answer: () => Response | Promise<Response>) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }) as unknown as typeof fetch;
    return { calls, fetcher };
  }

  it("sends a batch to the broadcast stream, each mail with its unsubscribe headers, and reads each mail's outcome", async () => {
    const results = [
      { ErrorCode: 0, Message: "OK" },
      { ErrorCode: 406, Message: "You tried to send to a recipient that has been marked as inactive." },
      { ErrorCode: 300, Message: "Invalid 'To' address" },
    ];
    const { calls, fetcher } = recordingFetch(() => Response.json(results));
    const provider = postmark(settings({ BULK_MAIL_API_KEY: "server-token" }), fetcher)!;
    const outcomes = await provider.send("website@firm.in", [mail("a@example.in"), mail("b@example.in"), mail("c@example.in")]);
    // 406 (inactive) fails the mail alone: whether it bounced or complained, the webhook says.
    expect(outcomes).toEqual(["sent", "failed", "failed"]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://api.postmarkapp.com/email/batch");
    expect(new Headers(calls[0].init.headers).get("X-Postmark-Server-Token")).toBe("server-token");
    const sent = JSON.parse(String(calls[0].init.body));
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({
      To: "a@example.in",
      From: expect.stringMatching(/^".+" <website@firm\.in>$/),
      Subject: "GST for new shops",
      MessageStream: "broadcast",
      Headers: [
        { Name: "List-Unsubscribe", Value: "<https://www.firm.in/unsubscribe?token=t>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
      // Tracked links would point at Postmark instead of the site.
      TrackLinks: "None",
      TrackOpens: false,
    });
    const other = postmark(settings({ BULK_MAIL_API_KEY: "server-token", BULK_MAIL_STREAM: "newsletter" }), fetcher)!;
    await other.send("website@firm.in", [mail("a@example.in")]);
    expect(JSON.parse(String(calls[1].init.body))[0].MessageStream).toBe("newsletter");
  });

  it("treats a call Postmark refused as nothing sent, to be retried, and any other failure as an unknown outcome", async () => {
    const answering = (res: () => Response | Promise<Response>) => postmark(settings({ BULK_MAIL_API_KEY: "k" }), recordingFetch(res).fetcher)!;
    for (const status of [401, 422, 429, 503]) {
      await expect(answering(() => new Response("refused", { status })).send("website@firm.in", [mail("a@example.in")])).rejects.toBeInstanceOf(BulkMailUnavailable);
    }
    // The mails may have gone: these must not be retried.
    const unknown = [
      () => new Response("oops", { status: 500 }),
      () => new Response("gateway", { status: 504 }),
      () => new Response("not json", { status: 200 }),
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      () => Promise.reject(new TypeError("Network connection lost.")),
    ];
    for (const res of unknown) {
      const failure = await answering(res)
        .send("website@firm.in", [mail("a@example.in")])
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(BulkMailUnavailable);
    }
  });

  it("reads hard bounces, spam complaints and suppressions from its webhooks, and lets soft bounces be", () => {
    const provider = postmark(settings({ BULK_MAIL_API_KEY: "k" }))!;
    expect(provider.reports({ RecordType: "Bounce", Type: "HardBounce", Email: "gone@example.in" })).toEqual([{ email: "gone@example.in", outcome: "bounced" }]);
    expect(provider.reports({ RecordType: "Bounce", Type: "SoftBounce", Email: "full@example.in" })).toEqual([]);
    expect(provider.reports({ RecordType: "SpamComplaint", Email: "angry@example.in" })).toEqual([{ email: "angry@example.in", outcome: "complained" }]);
    expect(provider.reports({ RecordType: "SubscriptionChange", Recipient: "left@example.in", SuppressSending: true, SuppressionReason: "ManualSuppression" })).toEqual([
      { email: "left@example.in", outcome: "unsubscribed" },
    ]);
    expect(provider.reports({ RecordType: "SubscriptionChange", Recipient: "back@example.in", SuppressSending: false })).toEqual([]);
    expect(provider.reports({ RecordType: "Delivery", Recipient: "fine@example.in" })).toEqual([]);
    expect(provider.reports({ reports: [] })).toBeNull();
    // Reports of another stream (the transactional one) are not the newsletter's.
    expect(provider.reports({ RecordType: "Bounce", Type: "HardBounce", Email: "gone@example.in", MessageStream: "outbound" })).toEqual([]);
    expect(provider.reports({ RecordType: "Bounce", Type: "HardBounce", Email: "gone@example.in", MessageStream: "broadcast" })).toHaveLength(1);
  });
});
