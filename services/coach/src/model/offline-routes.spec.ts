import { offlineRoutes, type OfflineRoute } from './offline-routes';

describe('offline routes', () => {
  it.each<[string, OfflineRoute[]]>([
    // Being paid to care
    ['Can I get paid to care for my mother in New Jersey?', ['paid-care']],
    ['does medicaid pay family members to be caregivers', ['paid-care']],
    ['how do I become a paid caregiver for my dad', ['paid-care']],
    ['Will the state pay me to look after my husband?', ['paid-care']],
    ['what is consumer directed care (CDPAP)?', ['paid-care']],
    ['How much does a nursing home cost and who pays for it?', []],
    ['my bill is paid, what next for her rehab', []],
    // Exhaustion and overwhelm, spoken of oneself
    ['I feel so overwhelmed and exhausted', ['overwhelm']],
    ['im so exausted i cant think straight', ['overwhelm']],
    ["I'm completely burned out", ['overwhelm']],
    ['I am at the end of my rope with dad', ['overwhelm']],
    ['I can’t cope with this anymore', ['overwhelm']],
    ['Mom is exhausted after chemo, what helps?', []],
    ['What is caregiver burnout?', ['overwhelm']],
    // Medicines together
    ['Is this pill safe with donepezil?', ['medication-safety']],
    ['can she take ibuprofen with warfarin', ['medication-safety']],
    ['Are there interactions between aricept and benadryl?', ['medication-safety']],
    ['is it ok to mix her vitamins and her blood pressure meds', ['medication-safety']],
    ['Can I take a break and leave dad with my sister?', []],
    ['Can I take mom with me on a plane?', []],
    ['He keeps forgetting his pills', []],
    // In Spanish
    ['¿Me pueden pagar por cuidar a mi mamá en Texas?', ['paid-care']],
    ['quiero cobrar por cuidar a mi esposo', ['paid-care']],
    [
      '¿Se pueden tomar juntas la warfarina y la aspirina? Son pastillas de mi papá',
      ['medication-safety'],
    ],
    ['Ya no aguanto, estoy agotada', ['overwhelm']],
    ['Mi mamá se cansa mucho al caminar', []],
    ['Se le olvidan las pastillas de la presión', []],
    // Two at once, most pressing first
    ['I’m exhausted; can I get paid to care for my wife?', ['paid-care', 'overwhelm']],
    ['How do I stop my father from wandering at night?', []],
  ])('%s → %j', (question, routes) => {
    expect(offlineRoutes(question)).toEqual(routes);
  });
});
