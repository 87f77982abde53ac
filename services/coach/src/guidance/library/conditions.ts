import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Caring for someone with a long-term condition. */
export const ConditionTopics: GuidanceTopic[] = [
  {
    slug: 'parkinsons',
    title: "Caring for someone with Parkinson's",
    keywords:
      "parkinsons parkinson's parkinson parkinsons disease pd tremor shaking stiffness freezing shuffling levodopa carbidopa dyskinesia parkensons parkinsins",
    body: `- Give Parkinson's medicines on time, every time: even a short delay can bring back stiffness and freezing. In hospital, ask staff to keep the home schedule.
- For freezing: a rhythmic count, music, or stepping over a line on the floor can restart walking.
- Exercise (walking, cycling, tai chi, dance) helps movement and mood; ask for physical and speech therapy.
- Watch for swallowing trouble, constipation, low blood pressure on standing, and changes in mood or thinking.
- The Parkinson's Foundation Helpline (1-800-4PD-INFO) answers caregivers' questions.`,
    sources: [Src.parkinson, Src.nia],
  },
  {
    slug: 'stroke-recovery',
    title: 'Stroke recovery at home',
    keywords:
      'stroke recovery after a stroke rehab rehabilitation aphasia cant find words word finding speech weakness one side paralysis hemiplegia physical therapy occupational therapy stoke post stroke',
    body: `- Recovery is fastest in the first months; keep up the therapy exercises every day.
- For speech problems (aphasia): short sentences, yes/no questions, time to answer, gestures and pictures.
- Place things on their stronger side at first, and encourage using the weaker side as therapists advise.
- Depression after stroke is common and treatable; tell their doctor.
- Know the signs of another stroke (BE FAST: balance, eyes, face, arm, speech, time to call 911), and help with blood pressure medicines.`,
    sources: [Src.stroke, Src.nia],
  },
  {
    slug: 'heart-failure',
    title: 'Living with heart failure',
    keywords:
      'heart failure chf congestive heart failure swelling ankles legs weight gain weighed weigh every day shortness of breath water pill diuretic low salt fluid restriction weigh daily',
    body: `- Weigh every morning after the toilet, before breakfast; call the doctor for a gain of 2 to 3 pounds in a day or 5 in a week (or the amount their doctor gives).
- Watch for more swelling, breathlessness lying flat, or a new cough.
- Follow the salt and fluid limits their doctor set; read labels for sodium.
- Give water pills in the morning so nights are not spent in the bathroom.
- Call 911 for severe breathlessness, chest pain or fainting.`,
    sources: [Src.heart, Src.medlineplus],
  },
  {
    slug: 'diabetes',
    title: 'Diabetes care',
    keywords:
      'diabetes diabetic blood sugar glucose insulin a1c low blood sugar high blood sugar hypoglycemia metformin feet foot care diabetis sugar levels',
    body: `- Know their target range and check blood sugar as their doctor advises; keep a log to share.
- Low blood sugar (shaky, sweaty, confused): give 15 grams of fast sugar (4 ounces of juice, glucose tablets), recheck in 15 minutes. Call 911 if they cannot swallow safely or do not improve.
- Regular meals matter, especially with insulin or pills that lower sugar.
- Check their feet daily for cuts, blisters or redness; good shoes, no bare feet.
- Ask about diabetes education classes (often covered by Medicare).`,
    sources: [Src.diabetes, Src.cdc],
  },
  {
    slug: 'copd',
    title: 'Living with COPD and breathing problems',
    keywords:
      'copd emphysema chronic bronchitis breathing problems short of breath breathless oxygen inhaler nebulizer lung disease pulmonary rehab flare up',
    body: `- Learn the inhaler technique with their pharmacist or nurse; many people use inhalers wrongly.
- Pursed-lip breathing (in through the nose, out slowly through pursed lips) eases breathlessness.
- Keep oxygen away from flames and smoking; no one smokes in the home.
- Ask about pulmonary rehabilitation and yearly flu and other recommended vaccines.
- Have an action plan for flare-ups: what to do when breathing worsens, and when to call 911.`,
    sources: [Src.lung, Src.medlineplus],
  },
  {
    slug: 'cancer-caregiving',
    title: 'Caring for someone with cancer',
    keywords:
      'cancer chemo chemotherapy radiation oncology tumor oncologist side effects nausea fatigue cancer treatment neutropenia',
    body: `- Keep a notebook of treatments, side effects and questions for the oncology team; ask who to call after hours.
- Call the care team right away for a fever during chemotherapy: infections can be serious.
- For nausea and poor appetite: small, bland meals and anti-nausea medicine as prescribed.
- Palliative care (comfort and symptom care) can start at any stage, alongside treatment.
- The American Cancer Society helpline (1-800-227-2345) can help with rides, lodging and caregiver questions.`,
    sources: [Src.cancer, Src.nci],
  },
  {
    slug: 'kidney-disease',
    title: 'Kidney disease and dialysis',
    keywords:
      'kidney kidneys kidney disease ckd chronic kidney disease dialysis renal kidney failure fistula potassium phosphorus',
    body: `- Follow the diet the kidney team sets: often limits on salt, potassium, phosphorus and fluids.
- Ask before any new medicine, including over-the-counter pain relievers: some harm the kidneys.
- On dialysis: keep every session, protect the access arm (no blood pressure cuffs or blood draws there), and watch for fever or redness.
- A renal dietitian and social worker are part of most dialysis teams; ask them for help.`,
    sources: [Src.medlineplus, Src.cdc],
  },
];
