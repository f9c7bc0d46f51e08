/** "2,100 kcal": thousands separated the same way on every machine. */
export function formatKcal(kcal: number): string {
  return `${String(Math.round(kcal)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} kcal`;
}
