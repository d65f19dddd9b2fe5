/**
 * British, Australian and Canadian spellings folded onto the American ones most of the catalogue
 * uses, so "summarise", "organisation", "colour", "centre", "catalogue", "enquiries" and
 * "paediatric" meet their other spelling. Applied to catalogue text and searches alike (inside
 * stemWord), so a rule that also rewrites an unrelated word ("promise" → "promize") is harmless:
 * both sides change the same way. Only rules that could merge two different words are a risk,
 * which is why each needs a long enough word.
 */
const RULES: [pattern: RegExp, replacement: string][] = [
  // practise (verb) is practice; before the -ise rule, which would make it "practize"
  [/^practis(e|es|ed|ing)$/, 'practic$1'],
  // organise, summarise, organisation, personalised, optimiser (not "rise", "wise")
  [/^([a-z]{3,})is(e|es|ed|ing|er|ers|ation|ations)$/, '$1iz$2'],
  // analyse, paralyse
  [/^([a-z]{3,})ys(e|es|ed|ing|er|ers)$/, '$1yz$2'],
  // colour, behaviour, labour, favourite (not "hour", "tour", "four")
  [/^([a-z]{3,})our(s|ed|ing|ite|ites|able|ful)?$/, '$1or$2'],
  // centre, theatre, metre
  [/^([a-z]{2,})tre(s|d)?$/, '$1ter$2'],
  // catalogue, dialogue, analogue
  [/^([a-z]{2,})logue(s|d)?$/, '$1log$2'],
  // programme
  [/^([a-z]{3,})mme(s)?$/, '$1m$2'],
  // enquiry, enquiries, enquire
  [/^enquir/, 'inquir'],
  // licence (noun) is license
  [/^licenc/, 'licens'],
  // paediatric, orthopaedic, haematology, anaesthesia, gynaecology
  [/paed/, 'ped'],
  [/haem/, 'hem'],
  [/anaes/, 'anes'],
  [/gynae/, 'gyne'],
]

export function americanSpelling(word: string): string {
  let spelled = word
  for (const [pattern, replacement] of RULES) spelled = spelled.replace(pattern, replacement)

  return spelled
}
