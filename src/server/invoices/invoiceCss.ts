/**
 * The invoice's print stylesheet: A4, logical properties only (start/end, inline margins), so
 * the same rules lay an Arabic invoice out right to left.
 */
export const INVOICE_CSS = `
@page { size: A4; margin: 18mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; color: #1d1f24; font-size: 10pt; line-height: 1.45; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1d1f24; padding-bottom: 6mm; }
.seller-name { font-size: 13pt; font-weight: 700; margin: 0; }
.title { text-align: end; }
h1 { font-size: 22pt; margin: 0; font-weight: 700; letter-spacing: 0.02em; }
.number { margin: 1mm 0 0; font-size: 12pt; }
h2 { font-size: 9pt; text-transform: uppercase; color: #5a5f6b; margin: 0 0 1.5mm; letter-spacing: 0.04em; }
.meta { display: flex; gap: 10mm; margin: 6mm 0; }
.meta dt { color: #5a5f6b; font-size: 8.5pt; }
.meta dd { margin: 0; font-weight: 700; }
.parties { display: flex; gap: 10mm; margin: 4mm 0 8mm; }
.party { flex: 1; border: 1px solid #d9dce3; border-radius: 2mm; padding: 4mm; }
.party p { margin: 0.5mm 0; }
.party .name { font-weight: 700; }
.address { white-space: pre-line; }
table { width: 100%; border-collapse: collapse; }
th { text-align: start; font-size: 8.5pt; color: #5a5f6b; font-weight: 700; }
.lines th, .payments th { border-bottom: 1px solid #1d1f24; padding: 1.5mm 0; }
.lines td, .payments td { border-bottom: 1px solid #d9dce3; padding: 2.5mm 0; vertical-align: top; }
.num { text-align: end; white-space: nowrap; padding-inline-start: 4mm; }
.qty { text-align: center; width: 18mm; }
.totals { width: 45%; margin-inline-start: auto; margin-top: 4mm; margin-bottom: 8mm; }
.totals th, .totals td { padding: 1.2mm 0; }
.totals .total th, .totals .total td { border-top: 2px solid #1d1f24; font-size: 12pt; color: #1d1f24; padding-top: 2mm; }
.hash td { border-bottom: 1px solid #d9dce3; font-size: 8.5pt; color: #5a5f6b; padding-top: 0; }
code { font-family: inherit; word-break: break-all; }
.credits, .note { border-inline-start: 3px solid #1d1f24; padding-inline-start: 3mm; margin: 4mm 0; }
footer { margin-top: 12mm; color: #5a5f6b; font-size: 8.5pt; }
`;
