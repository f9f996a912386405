// page-transition in Flutter: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Each transition side is a function that wraps a child in its widgets,
// driven by one animation per property, and one that starts them; each animation is a value
// and a function that plays it on an AnimationController.

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

// tab change, default: .spring(response: 0.5, dampingFraction: 0.8)
// within 0.5869 % of the distance and 34 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 1300 ms
const tabChangeDefault = SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062);

/// Runs [controller] from 0 to 1 as the film runs this spring. Make it with
/// AnimationController.unbounded(vsync: …): a default controller clamps the value to 0…1,
/// and the spring would lose its overshoot.
Future<void> playTabChangeDefault(AnimationController controller) =>
    controller.animateWith(SpringSimulation(tabChangeDefault, 0, 1, 0));

// tab change, track opacity: .easeOut(duration: 0.25)
// exact
const tabChangeTrackOpacity = Cubic(0, 0, 0.58, 1);

/// Runs [controller] from 0 to 1 as the film runs this curve.
Future<void> playTabChangeTrackOpacity(AnimationController controller) =>
    controller.animateTo(1, duration: const Duration(milliseconds: 250), curve: tabChangeTrackOpacity);

// tab change, insertion
// within 1.1782 % of the distance and 34 ms of MotionReel's film
// not carried: blur(radius: 8)
Widget tabChangeInsertion(Widget child, {required Animation<double> scale, required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: ScaleTransition(scale: Tween<double>(begin: 0.9, end: 1.0).animate(scale), alignment: Alignment(0.0, -1.0), child: child)));

/// Starts [tabChangeInsertion]'s animations as the film runs them, each controller from 0 to 1.
/// [scale], [position] run springs: make them with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeInsertion({required AnimationController scale, required AnimationController opacity, required AnimationController position}) {
  scale.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));
  opacity.animateTo(1, duration: const Duration(milliseconds: 250), curve: const Cubic(0, 0, 0.58, 1));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));
}

// tab change, removal
// within 0.5869 % of the distance and 0.4 ms of MotionReel's film
Widget tabChangeRemoval(Widget child, {required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-0.3077, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child));

/// Starts [tabChangeRemoval]'s animations as the film runs them, each controller from 0 to 1.
/// [position] runs a spring: make it with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeRemoval({required AnimationController opacity, required AnimationController position}) {
  opacity.animateTo(1, duration: const Duration(milliseconds: 250), curve: const Cubic(0, 0, 0.58, 1));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062), 0, 1, 0));
}
