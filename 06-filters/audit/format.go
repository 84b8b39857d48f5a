package audit

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

// EventString writes ev on one line: --audit-log-format=legacy.
// Upstream: k8s.io/apiserver/pkg/audit.EventString.
func EventString(ev *auditv1.Event) string {
	username, groups := "<none>", "<none>"
	if ev.User.Username != "" {
		username = ev.User.Username
		if len(ev.User.Groups) > 0 {
			groups = quoteAll(ev.User.Groups)
		}
	}
	asuser, asgroups := "<self>", "<lookup>"
	if ev.ImpersonatedUser != nil {
		asuser = ev.ImpersonatedUser.Username
		if ev.ImpersonatedUser.Groups != nil {
			asgroups = quoteAll(ev.ImpersonatedUser.Groups)
		}
	}
	namespace := "<none>"
	if ev.ObjectRef != nil && ev.ObjectRef.Namespace != "" {
		namespace = ev.ObjectRef.Namespace
	}
	response := "<deferred>"
	if ev.ResponseStatus != nil {
		response = strconv.Itoa(int(ev.ResponseStatus.Code))
	}
	ip := "<unknown>"
	if len(ev.SourceIPs) > 0 {
		ip = ev.SourceIPs[0]
	}
	return fmt.Sprintf("%s AUDIT: id=%q stage=%q ip=%q method=%q user=%q groups=%q as=%q asgroups=%q user-agent=%q namespace=%q uri=%q response=\"%s\"",
		ev.RequestReceivedTimestamp.Format(time.RFC3339Nano), ev.AuditID, ev.Stage, ip, ev.Verb, username, groups,
		asuser, asgroups, ev.UserAgent, namespace, ev.RequestURI, response)
}

// quoteAll quotes each and joins them with commas.
func quoteAll(in []string) string {
	quoted := make([]string, len(in))
	for i, s := range in {
		quoted[i] = strconv.Quote(s)
	}
	return strings.Join(quoted, ",")
}
