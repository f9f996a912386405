// spring in Jetpack Compose: the transitions and animations of MotionReel's film, written by
// `motionreel spec`. Add your package line. A page transition's two sides go together in an
// AnimatedContent: transitionSpec = { insertion togetherWith removal }; an animation's spec
// goes where Compose takes one: animateFloatAsState(target, animationSpec = name()).

import androidx.compose.animation.*
import androidx.compose.animation.core.*

// tab change, insertion — a forward change (a backward one: tabChangeInsertionBackward)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
val tabChangeInsertion: EnterTransition =
    slideInHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> fullWidth } + fadeIn(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), initialAlpha = 0f)

// tab change, insertion, backward — a backward change (a forward one: tabChangeInsertion)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
val tabChangeInsertionBackward: EnterTransition =
    slideInHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> -fullWidth } + fadeIn(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), initialAlpha = 0f)

// tab change, removal — a forward change (a backward one: tabChangeRemovalBackward)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
val tabChangeRemoval: ExitTransition =
    slideOutHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> -fullWidth } + fadeOut(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), targetAlpha = 0f)

// tab change, removal, backward — a backward change (a forward one: tabChangeRemoval)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
val tabChangeRemovalBackward: ExitTransition =
    slideOutHorizontally(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f)) { fullWidth -> fullWidth } + fadeOut(animationSpec = spring(dampingRatio = 0.85f, stiffness = 438.6491f), targetAlpha = 0f)

// tab change, default: .spring(response: 0.3, dampingFraction: 0.85)
// within 0.9663 % of the distance and 37.6 ms of MotionReel's film
// Compose ends the spring when it is within its visibilityThreshold (0.01f for a Float, 1 px for an IntOffset); MotionReel's film ends at 833.3333 ms
fun <T> tabChangeAnimation(): AnimationSpec<T> =
    spring(dampingRatio = 0.85f, stiffness = 438.6491f)
