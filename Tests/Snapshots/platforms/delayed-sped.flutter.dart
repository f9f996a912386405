// delayed-sped: tab change, insertion (forward; backward mirrors horizontal offsets)
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: child),
// opacity: Future.delayed(const Duration(milliseconds: 100), () => opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894), 0, 1, 0)));

// delayed-sped: tab change, removal (forward; backward mirrors horizontal offsets)
// within 1.0323 % of the distance and 0.7 ms of MotionReel's film
FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child),
// opacity: Future.delayed(const Duration(milliseconds: 100), () => opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894), 0, 1, 0)));

// delayed-sped: tab change, default: .spring(response: 0.5, dampingFraction: 0.7).speed(1.5).delay(0.1)
// within 1.0323 % of the distance and 17.2 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 1083.3333 ms
SpringDescription(mass: 1, stiffness: 355.3058, damping: 26.3894)
