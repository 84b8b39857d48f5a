package options

import (
	"fmt"
	"net"
	"time"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// ServerRunOptions are the generic flags of any API server: here, the
// request timeout and how to shut down.
// Upstream: k8s.io/apiserver/pkg/server/options.ServerRunOptions.
type ServerRunOptions struct {
	// AdvertiseAddress is --advertise-address; DefaultAdvertiseAddress
	// fills it from the serving address when it is empty.
	AdvertiseAddress       net.IP
	RequestTimeout         time.Duration
	LivezGracePeriod       time.Duration
	ShutdownDelayDuration  time.Duration
	ShutdownSendRetryAfter bool
}

// NewServerRunOptions takes its defaults from server.NewConfig.
// Upstream: k8s.io/apiserver/pkg/server/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	defaults := server.NewConfig(nil)
	return &ServerRunOptions{
		RequestTimeout:         defaults.RequestTimeout,
		LivezGracePeriod:       defaults.LivezGracePeriod,
		ShutdownDelayDuration:  defaults.ShutdownDelayDuration,
		ShutdownSendRetryAfter: defaults.ShutdownSendRetryAfter,
	}
}

// AddUniversalFlags registers the flags.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).AddUniversalFlags.
func (s *ServerRunOptions) AddUniversalFlags(fs *pflag.FlagSet) {
	fs.IPVar(&s.AdvertiseAddress, "advertise-address", s.AdvertiseAddress, ""+
		"The IP address on which to advertise the apiserver to members of the cluster. This "+
		"address must be reachable by the rest of the cluster. If blank, the --bind-address "+
		"will be used. If --bind-address is unspecified, the host's default interface will be used.")
	fs.DurationVar(&s.RequestTimeout, "request-timeout", s.RequestTimeout, ""+
		"An optional field indicating the duration a handler must keep a request open before timing "+
		"it out. This is the default request timeout for requests but may be overridden by flags such as "+
		"--min-request-timeout for specific types of requests.")
	fs.DurationVar(&s.LivezGracePeriod, "livez-grace-period", s.LivezGracePeriod, ""+
		"This option represents the maximum amount of time it should take for apiserver to complete its startup sequence "+
		"and become live. From apiserver's start time to when this amount of time has elapsed, /livez will assume "+
		"that unfinished post-start hooks will complete successfully and therefore return true.")
	fs.DurationVar(&s.ShutdownDelayDuration, "shutdown-delay-duration", s.ShutdownDelayDuration, ""+
		"Time to delay the termination. During that time the server keeps serving requests normally. The endpoints /healthz and /livez "+
		"will return success, but /readyz immediately returns failure. Graceful termination starts after this delay "+
		"has elapsed. This can be used to allow load balancer to stop sending traffic to this server.")
	fs.BoolVar(&s.ShutdownSendRetryAfter, "shutdown-send-retry-after", s.ShutdownSendRetryAfter, ""+
		"If true the HTTP Server will continue listening until all non long running request(s) in flight have been drained, "+
		"during this window all incoming requests will be rejected with a status code 429 and a 'Retry-After' response header, "+
		"in addition 'Connection: close' response header is set in order to tear down the TCP connection when idle.")
}

// DefaultAdvertiseAddress sets AdvertiseAddress, when it is empty, to
// the secure serving's bind address; for an unspecified (0.0.0.0) or a
// loopback one, which the rest of a cluster cannot reach, to the host's
// first global unicast address (loopback if it has none).
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).DefaultAdvertiseAddress
// and k8s.io/apimachinery/pkg/util/net.ResolveBindAddress, which take the
// interface of the default route.
func (s *ServerRunOptions) DefaultAdvertiseAddress(secure *SecureServingOptions) {
	if s.AdvertiseAddress != nil && !s.AdvertiseAddress.IsUnspecified() {
		return
	}
	if secure != nil && secure.BindAddress != nil && !secure.BindAddress.IsUnspecified() && !secure.BindAddress.IsLoopback() {
		s.AdvertiseAddress = secure.BindAddress
		return
	}
	s.AdvertiseAddress = hostAddress()
}

// hostAddress is the first global unicast IPv4 address of the host's
// interfaces, else 127.0.0.1.
func hostAddress() net.IP {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.IsGlobalUnicast() && n.IP.To4() != nil {
			return n.IP
		}
	}
	return net.ParseIP("127.0.0.1")
}

// Validate rejects negative durations.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).Validate.
func (s *ServerRunOptions) Validate() []error {
	var errs []error
	if s.RequestTimeout < 0 {
		errs = append(errs, fmt.Errorf("--request-timeout can not be negative value"))
	}
	if s.LivezGracePeriod < 0 {
		errs = append(errs, fmt.Errorf("--livez-grace-period can not be a negative value"))
	}
	if s.ShutdownDelayDuration < 0 {
		errs = append(errs, fmt.Errorf("--shutdown-delay-duration can not be negative value"))
	}
	return errs
}

// ApplyTo copies the values into the config.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).ApplyTo.
func (s *ServerRunOptions) ApplyTo(c *server.Config) error {
	c.PublicAddress = s.AdvertiseAddress
	c.RequestTimeout = s.RequestTimeout
	c.LivezGracePeriod = s.LivezGracePeriod
	c.ShutdownDelayDuration = s.ShutdownDelayDuration
	c.ShutdownSendRetryAfter = s.ShutdownSendRetryAfter
	return nil
}
