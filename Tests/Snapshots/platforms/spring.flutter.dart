// spring in Flutter: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Each transition side is a function that wraps a child in its widgets,
// driven by one animation per property, and one that starts them; each animation is a value
// and a function that plays it on an AnimationController.

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

// tab change, default: .spring(response: 0.3, dampingFraction: 0.85)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
// Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity; MotionReel's film ends at 833.3333 ms
const tabChangeAnimation = SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047);

/// Runs [controller] from 0 to 1 as the film runs this spring. Make it with
/// AnimationController.unbounded(vsync: …): a default controller clamps the value to 0…1,
/// and the spring would lose its overshoot.
Future<void> playTabChangeAnimation(AnimationController controller) =>
    controller.animateWith(SpringSimulation(tabChangeAnimation, 0, 1, 0));

// tab change, insertion — a forward change (a backward one: tabChangeInsertionBackward)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
Widget tabChangeInsertion(Widget child, {required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: child));

/// Starts [tabChangeInsertion]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity], [position] run springs: make them with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeInsertion({required AnimationController opacity, required AnimationController position}) {
  opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
}

// tab change, insertion, backward — a backward change (a forward one: tabChangeInsertion)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
Widget tabChangeInsertionBackward(Widget child, {required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(-1.0, 0.0), end: Offset(0.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 0.0, end: 1.0).animate(opacity), child: child));

/// Starts [tabChangeInsertionBackward]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity], [position] run springs: make them with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeInsertionBackward({required AnimationController opacity, required AnimationController position}) {
  opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
}

// tab change, removal — a forward change (a backward one: tabChangeRemovalBackward)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
Widget tabChangeRemoval(Widget child, {required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(-1.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child));

/// Starts [tabChangeRemoval]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity], [position] run springs: make them with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeRemoval({required AnimationController opacity, required AnimationController position}) {
  opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
}

// tab change, removal, backward — a backward change (a forward one: tabChangeRemoval)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
Widget tabChangeRemovalBackward(Widget child, {required Animation<double> opacity, required Animation<double> position}) =>
    SlideTransition(position: Tween<Offset>(begin: Offset(0.0, 0.0), end: Offset(1.0, 0.0)).animate(position), child: FadeTransition(opacity: Tween<double>(begin: 1.0, end: 0.0).animate(opacity), child: child));

/// Starts [tabChangeRemovalBackward]'s animations as the film runs them, each controller from 0 to 1.
/// [opacity], [position] run springs: make them with AnimationController.unbounded(vsync: …), which keeps the overshoot a default controller clamps to 0…1.
void playTabChangeRemovalBackward({required AnimationController opacity, required AnimationController position}) {
  opacity.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
  position.animateWith(SpringSimulation(SpringDescription(mass: 1, stiffness: 438.6491, damping: 35.6047), 0, 1, 0));
}
