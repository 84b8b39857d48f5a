package net

import (
	"net"
	"strconv"
	"strings"
)

// ParseIPSloppy parses an address as net.ParseIP did before Go 1.17,
// when an IPv4 octet could carry leading zeros ("010.0.0.1").
// Upstream: k8s.io/utils/net.ParseIPSloppy.
func ParseIPSloppy(value string) net.IP {
	if ip := net.ParseIP(value); ip != nil {
		return ip
	}
	octets := strings.Split(value, ".")
	if len(octets) != 4 {
		return nil
	}
	ip := make(net.IP, 4)
	for i, octet := range octets {
		n, err := strconv.ParseUint(octet, 10, 8)
		if err != nil || octet == "" || strings.ContainsAny(octet, "+-") {
			return nil
		}
		ip[i] = byte(n)
	}
	return ip.To16()
}

// IsIPv6String reports whether ip parses (sloppily) as an IPv6 address.
// Upstream: k8s.io/utils/net.IsIPv6String.
func IsIPv6String(ip string) bool {
	parsed := ParseIPSloppy(ip)
	return parsed != nil && parsed.To4() == nil
}
