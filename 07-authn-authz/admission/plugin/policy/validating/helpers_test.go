package validating

import "time"

func waitABit() { time.Sleep(10 * time.Millisecond) }
