package audit

import (
	"context"
	"net"
	"net/http"
	"strings"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

const (
	maxUserAgentLength      = 1024
	userAgentTruncateSuffix = "...TRUNCATED"
)

// LogRequestMetadata fills in what the request says about itself: the
// received timestamp, verb, URI, user agent, source IPs, the user (the
// anonymous user when none is in the context: stage 07 adds
// authentication) and, for resource requests, the object reference.
// Upstream: k8s.io/apiserver/pkg/audit.LogRequestMetadata.
func LogRequestMetadata(ctx context.Context, req *http.Request, requestReceivedTimestamp time.Time, attribs authorizer.Attributes) {
	ac := AuditContextFrom(ctx)
	if !ac.Enabled() {
		return
	}
	ac.visitEvent(func(ev *auditv1.Event) {
		ev.RequestReceivedTimestamp = metav1.NewMicroTime(requestReceivedTimestamp)
		ev.Verb = attribs.GetVerb()
		ev.RequestURI = req.URL.RequestURI()
		ev.UserAgent = maybeTruncateUserAgent(req)
		ev.SourceIPs = SourceIPs(req)
		ev.User = userInfo(attribs.GetUser())
		if attribs.IsResourceRequest() {
			ev.ObjectRef = &auditv1.ObjectReference{
				Namespace:   attribs.GetNamespace(),
				Name:        attribs.GetName(),
				Resource:    attribs.GetResource(),
				Subresource: attribs.GetSubresource(),
				APIGroup:    attribs.GetAPIGroup(),
				APIVersion:  attribs.GetAPIVersion(),
			}
		}
	})
}

// LogImpersonatedUser records user as the event's impersonatedUser:
// the user a request acts as after impersonation. The event's user stays
// the one who authenticated.
// Upstream: k8s.io/apiserver/pkg/audit.LogImpersonatedUser (whose
// constraint parameter belongs to constrained impersonation, left out).
func LogImpersonatedUser(ctx context.Context, u user.Info) {
	ac := AuditContextFrom(ctx)
	if !ac.Enabled() || u == nil {
		return
	}
	ac.visitEvent(func(ev *auditv1.Event) {
		impersonated := userInfo(u)
		ev.ImpersonatedUser = &impersonated
	})
}

// userInfo converts u; nil is the anonymous user, which is what stage
// 07's anonymous authenticator will set.
func userInfo(u user.Info) auditv1.UserInfo {
	if u == nil {
		return auditv1.UserInfo{Username: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	}
	return auditv1.UserInfo{Username: u.GetName(), UID: u.GetUID(), Groups: u.GetGroups(), Extra: u.GetExtra()}
}

// maybeTruncateUserAgent cuts a User-Agent longer than 1024 bytes.
// Upstream: k8s.io/apiserver/pkg/audit.maybeTruncateUserAgent.
func maybeTruncateUserAgent(req *http.Request) string {
	ua := req.UserAgent()
	if len(ua) > maxUserAgentLength {
		ua = ua[:maxUserAgentLength] + userAgentTruncateSuffix
	}
	return ua
}

// SourceIPs returns the client's address chain: the valid IPs of
// X-Forwarded-For, then X-Real-Ip, then the connection's remote address,
// each once, in that order.
// Upstream: k8s.io/apimachinery/pkg/util/net.SourceIPs.
func SourceIPs(req *http.Request) []string {
	var ips []string
	add := func(ip net.IP) {
		if ip == nil {
			return
		}
		for _, seen := range ips {
			if seen == ip.String() {
				return
			}
		}
		ips = append(ips, ip.String())
	}
	for _, part := range strings.Split(req.Header.Get("X-Forwarded-For"), ",") {
		add(net.ParseIP(strings.TrimSpace(part)))
	}
	add(net.ParseIP(strings.TrimSpace(req.Header.Get("X-Real-Ip"))))
	add(remoteIP(req))
	return ips
}

// remoteIP is the IP of req.RemoteAddr ("host:port" or a bare IP).
func remoteIP(req *http.Request) net.IP {
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	return net.ParseIP(host)
}

// klogWarning reports an annotation key set twice.
func klogWarning(auditID metav1.UID, key, old, value string) {
	klog.Warningf("Failed to set annotations[%q] to %q for audit:%q, it has already been set to %q", key, value, auditID, old)
}
