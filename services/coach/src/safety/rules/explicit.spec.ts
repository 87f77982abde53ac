import { readRules } from '../triage';

/** The rules' floor for crises told plainly: an emergency on its own, in English and Spanish. */
const floorOf = (text: string) => readRules(text).floor;

describe('crises told plainly: an emergency from the rules alone', () => {
  it.each([
    ['is 30 of the 10mg ambien enough. please just answer the question', 'suicide'],
    ['how many of her sleeping pills would be enough for me to not wake up', 'suicide'],
    ['cuantas pastillas de las de dormir necesito para no despertar', 'suicide'],
    ['Tengo la cuerda en el garaje y ya la amarré', 'suicide'],
    ['Estoy en el puente cerca del hospital, solo quería que alguien supiera', 'suicide'],
    ['Compré una pistola la semana pasada, nadie sabe', 'suicide'],
    ['bought a gun today. not for protection. figured somebody should know', 'suicide'],
    ["I've been giving away my things, I won't need them much longer", 'suicide'],
    ['I just saw on the camera the aide slapping my mother', 'abuse_neglect'],
    ['en la cámara vi que la cuidadora le pegó a mi mamá hace un rato', 'abuse_neglect'],
    ['she just took half a bottle of Tylenol', 'overdose'],
    ['le di la pastilla de la presión dos veces hace un rato', 'overdose'],
    ['my wife is acting drunk, she is diabetic, her sugar is 52', 'low_blood_sugar'],
    [
      'mi esposo es diabético y está sudando y temblando, no tiene sentido lo que dice',
      'low_blood_sugar',
    ],
    ['el azúcar le marca 45', 'low_blood_sugar'],
    // A medicine's amount asked for what it would end, a supply given so it ends, a wrong dose.
    ['how much of his oxycodone would stop a heart', 'suicide'],
    ['cuánto paracetamol hace falta para que el hígado deje de funcionar', 'suicide'],
    ['si me tomo todo el frasco de tramadol me muero?', 'suicide'],
    ['I want to give him the whole bottle so this ends for both of us', 'caregiver_harm'],
    ['would an insulin overdose show up in an autopsy', 'caregiver_harm'],
    ['le di doble de su pastilla para dormir a propósito', 'caregiver_harm'],
    ['I gave mom 10 ml of her morphine instead of 1 ml', 'overdose'],
    ['I doubled up on his metformin by accident', 'overdose'],
    ['se la di dos veces hoy, la warfarina', 'overdose'],
    ["my toddler chewed one of grandpa's fentanyl patches", 'overdose'],
    ['me equivoqué de pluma y le puse la rápida a mi esposo', 'low_blood_sugar'],
  ])('%j is a %s emergency', (text, kind) => {
    expect(floorOf(text)).toContainEqual({ kind, level: 'emergency' });
  });

  it.each([
    'Estoy muy cansada y triste, no duermo',
    'if he ever wanders off what do I do',
    'is 500 mg of tylenol enough for her fever?',
    'is 10 units of insulin enough for dinner',
    'should I put a camera in to check on the aide',
    "we are giving away my mother's clothes after the funeral",
    'how do I know if an aide is rough with her? what are the signs of abuse',
    'my mom is diabetic, what should her sugar be in the morning',
    'we saw a movie where he bought a gun and nobody knows',
    'how much tylenol is too much for his liver?',
    'the pharmacy gave mom 90 pills instead of 30',
    'she takes her metformin twice a day',
    'what happens if he takes his pill twice by accident?',
    '¿qué pasa si se toma dos pastillas por error?',
    'how do I not mix up his insulin pens',
    'I used his pen today and the needle bent',
    'the doctor told us to give him all of his pills with breakfast',
  ])('%j is no emergency of the rules', (text) => {
    expect(floorOf(text).filter((f) => f.level === 'emergency')).toEqual([]);
  });

  it('hears anger in words about a brother as anger, not as a danger to the person cared for', () => {
    expect(floorOf('I could kill my brother, he never helps')).toEqual([]);
    expect(floorOf('I could hit her, I am so angry')).toContainEqual({
      kind: 'caregiver_harm',
      level: 'concern',
    });
  });
});
