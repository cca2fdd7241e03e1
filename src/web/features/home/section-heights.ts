// Heights reserved for the lazy sections while they wait (measured from the rendered sections in
// Spanish and English at 360, 375, 640, 768, 1024 and 1280 px; the smaller of the two languages),
// so the skeleton takes the section's space and revealing it moves nothing on screen.
export const reserve = {
  audience: "min-h-[1336px] sm:min-h-[1136px] md:min-h-[1064px] lg:min-h-[920px] xl:min-h-[856px]",
  why: "min-h-[1448px] sm:min-h-[1016px] md:min-h-[916px] lg:min-h-[732px] xl:min-h-[688px]",
  value: "min-h-[916px] sm:min-h-[824px] md:min-h-[756px] lg:min-h-[588px] xl:min-h-[540px]",
  integrations: "min-h-[1308px] sm:min-h-[974px] md:min-h-[894px] lg:min-h-[768px] xl:min-h-[708px]",
  testimonials: "min-h-[760px] sm:min-h-[772px]",
  articles: "min-h-[2783px] sm:min-h-[1991px] lg:min-h-[1360px] xl:min-h-[1296px]",
  analysis: "min-h-[1613px] sm:min-h-[1325px] md:min-h-[1241px] lg:min-h-[1193px]",
  closing: "min-h-[796px] sm:min-h-[568px]",
} as const;
