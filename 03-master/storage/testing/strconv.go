package storagetesting

import "strconv"

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
