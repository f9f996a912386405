// curve in Jetpack Compose: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Add your package line. A page transition's two sides go together in an
// AnimatedContent: transitionSpec = { insertion togetherWith removal }; an animation's spec
// goes where Compose takes one: animateFloatAsState(target, animationSpec = name()).

import androidx.compose.animation.*
import androidx.compose.animation.core.*

// tab change, insertion — a forward change (a backward one: tabChangeInsertionBackward)
// exact
val tabChangeInsertion: EnterTransition =
    slideInHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> fullWidth }

// tab change, insertion, backward — a backward change (a forward one: tabChangeInsertion)
// exact
val tabChangeInsertionBackward: EnterTransition =
    slideInHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> -fullWidth }

// tab change, removal — a forward change (a backward one: tabChangeRemovalBackward)
// exact
val tabChangeRemoval: ExitTransition =
    slideOutHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> -fullWidth }

// tab change, removal, backward — a backward change (a forward one: tabChangeRemoval)
// exact
val tabChangeRemovalBackward: ExitTransition =
    slideOutHorizontally(animationSpec = tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))) { fullWidth -> fullWidth }

// tab change, default: .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.4)
// exact
fun <T> tabChangeAnimation(): AnimationSpec<T> =
    tween(durationMillis = 400, delayMillis = 0, easing = CubicBezierEasing(0.2f, 0.9f, 0.3f, 1f))
