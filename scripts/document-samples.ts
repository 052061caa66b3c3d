/**
 * Writes a sample invoice and QR sheet as PDF and their first pages as PNG into a folder (default
 * the system's temp folder), to look at the documents as a guest or a printer sees them:
 * `npx tsx scripts/document-samples.ts [folder]`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderInvoicePdf } from '../server/documents/invoice-pdf.ts'
import { renderQrPdf } from '../server/documents/qr-pdf.ts'
import { sampleInvoice, sampleQrCodes } from '../tests/helpers/document-samples.ts'
import { renderPdfPage } from '../tests/helpers/read-pdf.ts'

const folder = process.argv[2] ?? os.tmpdir()
fs.mkdirSync(folder, { recursive: true })

const invoice = await renderInvoicePdf(sampleInvoice('srb'))
const qr = await renderQrPdf({ title: 'Hotel Zlatibor · Sobe', codes: sampleQrCodes(14) })
for (const [name, bytes] of [
  ['invoice-sample', invoice],
  ['qr-sample', qr],
] as const) {
  fs.writeFileSync(path.join(folder, `${name}.pdf`), bytes)
  fs.writeFileSync(path.join(folder, `${name}.png`), (await renderPdfPage(bytes, 1, 2)).png())
  console.info(path.join(folder, `${name}.png`))
}
