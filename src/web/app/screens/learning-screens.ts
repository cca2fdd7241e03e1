import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Learning (decision 1101): the training catalogue, a course, the user manual and the public
// certificate verification.
export const learningScreens: ScreenRegistry = {
  training: lazyScreen(() => import("../../features/learning/pages/training-page"), (m) => m.TrainingPage, "learning", "video-course"),
  course: lazyScreen(() => import("../../features/learning/pages/course-page"), (m) => m.CoursePage, "learning", "video-course"),
  videoCourse: lazyScreen(() => import("../../features/learning/pages/video-course-page"), (m) => m.VideoCoursePage, "video-course"),
  userManual: lazyScreen(() => import("../../features/learning/pages/user-manual-page"), (m) => m.UserManualPage, "learning"),
  certificate: lazyScreen(() => import("../../features/learning/pages/certificate-page"), (m) => m.CertificatePage, "learning"),
};
