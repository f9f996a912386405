// spring: tab change, insertion (forward; backward mirrors horizontal offsets)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: child)),
// opacity: opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
// position: position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));

// spring: tab change, removal (forward; backward mirrors horizontal offsets)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-1.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child)),
// opacity: opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
// position: position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));

// spring: tab change, default: .spring(response: 0.3, dampingFraction: 0.85)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 833.3333 ms
SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047)
