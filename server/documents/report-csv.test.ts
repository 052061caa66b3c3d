import { describe, expect, it } from 'vitest'
import { csvFile, reportText } from './report-csv.ts'

const text = (buffer: Buffer) => buffer.toString('utf8')

describe('csvFile', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const file = csvFile(
      [
        ['a', 1],
        ['b', 2],
      ],
      'en',
    )
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text(file)).toBe('\uFEFFa,1\r\nb,2\r\n')
  })

  it('writes money with two decimals: a point in en, a comma in srb and cro (with ;)', () => {
    const rows = [['Total', { money: 1234.5 }, 3, null]]
    expect(text(csvFile(rows, 'en'))).toBe('\uFEFFTotal,1234.50,3,\r\n')
    expect(text(csvFile(rows, 'srb'))).toBe('\uFEFFTotal;1234,50;3;\r\n')
    expect(text(csvFile(rows, 'cro'))).toBe('\uFEFFTotal;1234,50;3;\r\n')
  })

  it('quotes cells holding the separator, a quote or a line break', () => {
    const rows = [['2 x Burger; 1 x Water', 'say "hi"', 'two\nlines', 'a,b']]
    expect(text(csvFile(rows, 'en'))).toBe(
      '\uFEFF2 x Burger; 1 x Water,"say ""hi""","two\nlines","a,b"\r\n',
    )
    expect(text(csvFile(rows, 'srb'))).toBe(
      '\uFEFF"2 x Burger; 1 x Water";"say ""hi""";"two\nlines";a,b\r\n',
    )
  })

  it('never lets a text cell run as a formula', () => {
    const rows = [['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'Ana']]
    expect(text(csvFile(rows, 'en'))).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@SUM(A1),Ana\r\n',
    )
  })
})

describe('reportText', () => {
  it('names the columns in the report’s language with the currency', () => {
    expect(reportText('en', 'revenue', { currency: 'EUR' })).toBe('Revenue (EUR)')
    expect(reportText('srb', 'orders')).toBe('Porudžbine')
    expect(reportText('cro', 'table')).toBe('Stol')
  })
})
