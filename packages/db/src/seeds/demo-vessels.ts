import { createHash } from 'node:crypto';
import { isValidImo } from '@portledger/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attachments, fileContents, files } from '../schema/files.ts';
import { countries, vesselTypes } from '../schema/reference.ts';
import { users } from '../schema/users.ts';
import { vesselCertificates, vessels } from '../schema/vessels.ts';
import { type DemoVessel, demoVesselData } from './demo-vessel-data.ts';

/**
 * A dozen demo vessels with complete particulars and 3-5 certificates each. Certificate dates are
 * relative to the day of seeding, so a fresh database always shows some certificates expiring
 * within 30 days and one expired. Flags and types are looked up by code; a code missing from the
 * reference tables leaves the reference empty rather than failing the seed.
 */

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number, from = Date.now()) =>
  new Date(from + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The smallest well-formed one-page PDF (correct xref offsets) showing a few lines of text. */
export function buildMinimalPdf(lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = [
    'BT /F1 14 Tf 72 760 Td 18 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function codeMaps(db: Db, data: DemoVessel[]) {
  const [flagRows, typeRows] = await Promise.all([
    db
      .select({ id: countries.id, code: countries.code })
      .from(countries)
      .where(inArray(countries.code, [...new Set(data.map((v) => v.flag))])),
    db
      .select({ id: vesselTypes.id, code: vesselTypes.code })
      .from(vesselTypes)
      .where(inArray(vesselTypes.code, [...new Set(data.map((v) => v.type))])),
  ]);
  return {
    flagIds: new Map(flagRows.map((row) => [row.code, row.id])),
    typeIds: new Map(typeRows.map((row) => [row.code, row.id])),
  };
}

/** Stores a PDF as an uploaded file of `uploaderId` and attaches it to the certificate. */
async function attachPdf(db: Db, uploaderId: number, certificateId: number, name: string, pdf: Buffer) {
  const [file] = await db
    .insert(files)
    .values({
      uploadedById: uploaderId,
      originalFilename: name,
      contentType: 'application/pdf',
      byteSize: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    })
    .returning({ id: files.id });
  await db.insert(fileContents).values({ fileId: file!.id, data: pdf });
  await db.insert(attachments).values({
    fileId: file!.id,
    recordType: 'vessel_certificate',
    recordId: certificateId,
    attachmentType: 'support_document',
  });
  await db
    .update(vesselCertificates)
    .set({ fileId: file!.id })
    .where(eq(vesselCertificates.id, certificateId));
}

/** Inserts the demo vessels (skipping IMO numbers already present). Returns how many were added. */
export async function seedDemoVessels(db: Db, now = Date.now()): Promise<number> {
  for (const vessel of demoVesselData) {
    if (!isValidImo(vessel.particulars.imo))
      throw new Error(`Demo vessel ${vessel.particulars.name}: bad IMO`);
  }
  const { flagIds, typeIds } = await codeMaps(db, demoVesselData);
  // Seeded certificate files look uploaded by the DA desk; without that user they stay unattached.
  const [uploader] = await db.select({ id: users.id }).from(users).where(eq(users.name, 'operator')).limit(1);
  let added = 0;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    for (const vessel of demoVesselData) {
      const [row] = await tx
        .insert(vessels)
        .values({
          ...vessel.particulars,
          flagCountryId: flagIds.get(vessel.flag) ?? null,
          vesselTypeId: typeIds.get(vessel.type) ?? null,
        })
        .onConflictDoNothing({ target: vessels.imo })
        .returning({ id: vessels.id });
      if (!row) continue;
      added += 1;
      for (const certificate of vessel.certificates) {
        const expires = certificate.expiresInDays;
        const [inserted] = await tx
          .insert(vesselCertificates)
          .values({
            vesselId: row.id,
            name: certificate.name,
            certificateNo: certificate.no,
            issuedOn: isoDay(expires - certificate.validYears * 365, now),
            lastAnnualOn: certificate.annual ? isoDay(Math.min(expires, 0) - 60, now) : null,
            expiresOn: isoDay(expires, now),
          })
          .returning({ id: vesselCertificates.id });
        if (certificate.pdf && uploader) {
          const pdf = buildMinimalPdf([
            certificate.name,
            `Vessel: ${vessel.particulars.name}  IMO ${vessel.particulars.imo}`,
            `Certificate no. ${certificate.no}`,
            `Valid until ${isoDay(expires, now)}`,
            'PortLedger demo document',
          ]);
          await attachPdf(tx, uploader.id, inserted!.id, certificate.pdf, pdf);
        }
      }
    }
  });
  return added;
}
