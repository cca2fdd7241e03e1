// Heights reserved for the lazy sections (measured from the rendered sections at 375 px, 640 px,
// 1024 px and 1280 px), so that the skeleton and the section take the same space.
export const reserve = {
  audience: "min-h-[1000px]",
  why: "min-h-[800px]",
  value: "min-h-[700px]",
  integrations: "min-h-[700px]",
  testimonials: "min-h-[700px]",
  articles: "min-h-[1200px]",
  analysis: "min-h-[1200px]",
  closing: "min-h-[600px]",
} as const;
