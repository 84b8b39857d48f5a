package net

import "testing"

func TestParseIPSloppyAndFamily(t *testing.T) {
	for _, tc := range []struct {
		in     string
		want   string // "" for nil
		isIPv6 bool
	}{
		{"10.0.0.1", "10.0.0.1", false},
		{"010.000.000.001", "10.0.0.1", false},
		{"2001:db8::1", "2001:db8::1", true},
		{"::ffff:10.0.0.1", "10.0.0.1", false},
		{"10.0.0", "", false},
		{"10.0.0.256", "", false},
		{"10.+1.0.1", "", false},
		{"", "", false},
	} {
		got := ParseIPSloppy(tc.in)
		if (got == nil) != (tc.want == "") || (got != nil && got.String() != tc.want) {
			t.Errorf("ParseIPSloppy(%q) = %v; want %q", tc.in, got, tc.want)
		}
		if v6 := IsIPv6String(tc.in); v6 != tc.isIPv6 {
			t.Errorf("IsIPv6String(%q) = %v; want %v", tc.in, v6, tc.isIPv6)
		}
	}
}
