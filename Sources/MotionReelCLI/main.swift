print("motionreel")
