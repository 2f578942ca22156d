import { describe, expect, it } from "vitest";
import { answeredWithin, plainWorkingTime } from "./response-time";

describe("response times in plain words", () => {
  it("says half and nine in ten, the unit once when both share it", () => {
    expect(answeredWithin(120, 420)).toBe("Half were answered within 2 working hours; 9 in 10 within 7.");
    expect(answeredWithin(25, 150)).toBe("Half were answered within 25 minutes; 9 in 10 within 2½ working hours.");
    expect(answeredWithin(1, 1)).toBe("Half were answered within 1 minute; 9 in 10 within 1 minute.");
    expect(answeredWithin(300, 1_200)).toBe("Half were answered within 5 working hours; 9 in 10 within 2½ working days.");
  });

  it("rounds up, since within is a bound: 2 h 10 min is within 2½ working hours, never 2", () => {
    expect(plainWorkingTime(130)).toBe("2½ working hours");
    expect(plainWorkingTime(61)).toBe("1½ working hours");
    expect(plainWorkingTime(60)).toBe("1 working hour");
    expect(plainWorkingTime(0)).toBe("1 minute");
    expect(plainWorkingTime(540)).toBe("1 working day");
    expect(plainWorkingTime(541)).toBe("1½ working days");
    // A working day is the firm's, when its hours are not 9 to 6.
    expect(plainWorkingTime(480, 480)).toBe("1 working day");
    expect(plainWorkingTime(30, 540)).toBe("30 minutes");
    expect(plainWorkingTime(200)).toBe("3½ working hours");
  });

  it("says nothing for a month without responses", () => {
    expect(answeredWithin(null, null)).toBeNull();
  });
});
