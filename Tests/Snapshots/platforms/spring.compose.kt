// spring: tab change, insertion (forward; backward mirrors horizontal offsets)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
slideInHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> fullWidth } + fadeIn(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), initialAlpha = 0f)

// spring: tab change, removal (forward; backward mirrors horizontal offsets)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
slideOutHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> -fullWidth } + fadeOut(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), targetAlpha = 0f)

// spring: tab change, default: .spring(response: 0.3, dampingFraction: 0.85)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
// Compose ends the spring when it is within its visibilityThreshold (0.01f for a Float, 1 px for an IntOffset); MotionReel's film ends at 833.3333 ms
spring(dampingRatio = 0.85f, stiffness = 438.6491f)
