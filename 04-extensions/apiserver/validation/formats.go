package validation

import (
	"encoding/base64"
	"net"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"time"
)

var (
	uuidRE     = regexp.MustCompile(`^(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
	uuid3RE    = regexp.MustCompile(`^(?i)[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$`)
	uuid4RE    = regexp.MustCompile(`^(?i)[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	uuid5RE    = regexp.MustCompile(`^(?i)[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	hostnameRE = regexp.MustCompile(`^([a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?)*\.?$`)
)

// dateTimeLayouts are the date-time forms strfmt accepts.
var dateTimeLayouts = []string{
	time.RFC3339Nano,
	time.RFC3339,
	"2006-01-02T15:04:05.999999999Z0700",
	"2006-01-02T15:04:05Z0700",
	"2006-01-02T15:04:05",
}

// validFormat checks a string against a format; unknown formats (and
// the number formats int32, int64, float, double) accept every string.
// Upstream: the formats of k8s.io/kube-openapi/pkg/validation/strfmt.Default
// that k8s.io/apiextensions-apiserver/pkg/apiserver/validation.supportedFormats allows.
func validFormat(format, v string) bool {
	switch format {
	case "date":
		_, err := time.Parse("2006-01-02", v)
		return err == nil
	case "date-time", "datetime":
		for _, layout := range dateTimeLayouts {
			if _, err := time.Parse(layout, v); err == nil {
				return true
			}
		}
		return false
	case "duration":
		_, err := time.ParseDuration(v)
		return err == nil
	case "uuid":
		return uuidRE.MatchString(v)
	case "uuid3":
		return uuid3RE.MatchString(v)
	case "uuid4":
		return uuid4RE.MatchString(v)
	case "uuid5":
		return uuid5RE.MatchString(v)
	case "email":
		_, err := mail.ParseAddress(v)
		return err == nil
	case "hostname":
		return len(v) <= 255 && hostnameRE.MatchString(v)
	case "ipv4":
		ip := net.ParseIP(v)
		return ip != nil && strings.Contains(v, ".") && !strings.Contains(v, ":")
	case "ipv6":
		return net.ParseIP(v) != nil && strings.Contains(v, ":")
	case "cidr":
		_, _, err := net.ParseCIDR(v)
		return err == nil
	case "mac":
		_, err := net.ParseMAC(v)
		return err == nil
	case "uri":
		u, err := url.Parse(v)
		return err == nil && u.Scheme != ""
	case "byte":
		_, err := base64.StdEncoding.DecodeString(v)
		return err == nil
	}
	return true
}
