import { PDFDocument, StandardFonts } from "pdf-lib";
import { site } from "#core/content/site";
import { subServiceBenefits, subServiceProcess } from "#core/content/sub-service-page";
import type { Service, SubService } from "#core/content/types";
import { COLORS, Cursor, PAGE } from "./layout";

/**
 * A one-page A4 brochure of a sub-service, built from the same content as its web page.
 * No timestamps or producer are written, so the same content always gives the same bytes.
 */
export async function buildBrochure(service: Service, subService: SubService): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${subService.title} | ${site.shortName}`);
  pdf.setAuthor(site.legalName);
  pdf.setSubject(`${service.title}: ${subService.title}`);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  const bandHeight = 120;
  page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: COLORS.primary });
  page.drawRectangle({ x: 0, y: PAGE.height - bandHeight - 4, width: PAGE.width, height: 4, color: COLORS.accent });
  page.drawText(site.legalName.toUpperCase(), { x: PAGE.margin, y: PAGE.height - 40, size: 9, font: fonts.bold, color: COLORS.accent });
  page.drawText(subService.title, { x: PAGE.margin, y: PAGE.height - 72, size: 24, font: fonts.bold, color: COLORS.white });
  page.drawText(service.title, { x: PAGE.margin, y: PAGE.height - 96, size: 12, font: fonts.regular, color: COLORS.white });

  const cursor = new Cursor(page, fonts, PAGE.height - bandHeight - 24);
  cursor.heading("Overview");
  cursor.paragraph(subService.description);
  cursor.heading("What's included");
  cursor.bullets(subService.features);
  cursor.heading("How we work");
  cursor.bullets(
    subServiceProcess.map((step) => `${step.title}: ${step.description}`),
    (index) => `${index + 1}.`,
  );
  cursor.heading("Why clients choose us");
  // A brochure names no fee, so it promises none (as a sub-service page without one).
  cursor.bullets(subServiceBenefits({ feeShown: false }));

  // Printed once, at build time: a phone, email, address or booking link here would go on showing
  // the old value after staff change it in Settings → Site, so the footer sends readers to the
  // website, where those facts are always current.
  const footer = [
    `${site.legalName}  |  ${site.tagline}`,
    "For our current phone, email and office hours, see the Contact page of our website.",
  ];
  page.drawRectangle({ x: PAGE.margin, y: 62, width: PAGE.width - 2 * PAGE.margin, height: 0.75, color: COLORS.muted });
  footer.forEach((line, index) =>
    page.drawText(line, { x: PAGE.margin, y: 46 - index * 13, size: 8, font: fonts.regular, color: COLORS.muted }),
  );
  if (cursor.y < 80) throw new Error(`The brochure of ${subService.id} does not fit on one page`);

  return pdf.save();
}
