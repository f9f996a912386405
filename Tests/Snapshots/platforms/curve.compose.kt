// curve: tab change, insertion (forward; backward mirrors horizontal offsets)
// exact
slideInHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> fullWidth }

// curve: tab change, removal (forward; backward mirrors horizontal offsets)
// exact
slideOutHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> -fullWidth }

// curve: tab change, default: .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.4)
// exact
tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))
