// The online quiz's home and result, where PK, the extras, the red packet and the fee show: those kinds' tests render
// them (the quiz's pages themselves load lazily, through phone-flow.tsx).
export { HomeScreen } from './phone-home.js';
export { ResultScreen } from './phone-result.js';
