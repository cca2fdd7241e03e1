// The five static testimonials of spec section 3: texts in the home namespace (testimonials.t1…t5),
// avatar (self-hosted SVG) and rating out of 5 here.

export type Testimonial = { key: "t1" | "t2" | "t3" | "t4" | "t5"; avatar: string; rating: 1 | 2 | 3 | 4 | 5 };

export const testimonials: readonly Testimonial[] = [
  { key: "t1", avatar: "/images/avatars/avatar-1.svg", rating: 5 },
  { key: "t2", avatar: "/images/avatars/avatar-2.svg", rating: 5 },
  { key: "t3", avatar: "/images/avatars/avatar-3.svg", rating: 5 },
  { key: "t4", avatar: "/images/avatars/avatar-4.svg", rating: 4 },
  { key: "t5", avatar: "/images/avatars/avatar-5.svg", rating: 5 },
];
