// page-transition: tab change, insertion (forward; backward mirrors horizontal offsets)
// within 1.1782 % of the distance and 34 ms of MotionReel's film
// not carried: blur(radius: 8)
SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: ScaleTransition(scale: Tween<double>(begin: 0.9, end: 1.0).animate(scale), alignment: Alignment(0.0, -1.0), child: child))),
// scale: scale.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));
// opacity: opacity.animateTo(1, duration: const Duration(milliseconds: 250), curve: const Cubic(0, 0, 0.58, 1));
// position: position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));

// page-transition: tab change, removal (forward; backward mirrors horizontal offsets)
// within 0.5869 % of the distance and 0.4 ms of MotionReel's film
SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-0.3077, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child)),
// opacity: opacity.animateTo(1, duration: const Duration(milliseconds: 250), curve: const Cubic(0, 0, 0.58, 1));
// position: position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));

// page-transition: tab change, default: .spring(response: 0.5, dampingFraction: 0.8)
// within 0.5869 % of the distance and 34 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 1300 ms
SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062)

// page-transition: tab change, track opacity: .easeOut(duration: 0.25)
// exact
Cubic(0, 0, 0.58, 1), Duration(milliseconds: 250)
