# MotionReel as a container image: `docker run --rm -v "$PWD:/work" IMAGE render tab.yaml`.
# Two stages: the build, in a Swift image, makes the release archive (make dist: the Swift standard
# library and Foundation linked in); the runtime, a slim Debian of the same release (bookworm), gets
# only the system libraries the program loads and the fonts it draws with.

FROM swift:6.3-bookworm AS build
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends \
      libcairo2-dev libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libavfilter-dev \
      libpng-dev libimagequant-dev pkg-config libdeflate-dev libjpeg62-turbo-dev librsvg2-dev \
      libyaml-dev libpango1.0-dev libcurl4-openssl-dev git make \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# make dist, without make's setup step (the packages above are the build's).
RUN bash scripts/dist.sh release && mkdir -p /opt && tar -xzf dist/motionreel-*.tar.gz -C /opt \
    && mv /opt/motionreel-* /opt/motionreel

FROM debian:bookworm-slim
# The packages that own the libraries the program loads (readelf's NEEDED, found with ldd, owned
# per dpkg -S): DockerfileTests checks this list against the built program, so it cannot drift.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends \
# runtime libraries: begin
      libavcodec59 \
      libavformat59 \
      libavutil57 \
      libc6 \
      libcairo2 \
      libcurl4 \
      libdeflate0 \
      libfontconfig1 \
      libfreetype6 \
      libgcc-s1 \
      libgdk-pixbuf-2.0-0 \
      libglib2.0-0 \
      libharfbuzz0b \
      libimagequant0 \
      libjpeg62-turbo \
      libpango-1.0-0 \
      libpangocairo-1.0-0 \
      libpangoft2-1.0-0 \
      libpng16-16 \
      librsvg2-2 \
      libstdc++6 \
      libswscale6 \
      libyaml-0-2 \
      zlib1g \
# runtime libraries: end
# fonts: begin
      fonts-inter \
      fonts-dejavu-core \
      fonts-noto-color-emoji \
      fonts-wqy-microhei \
# fonts: end
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/motionreel /opt/motionreel
ENV PATH=/opt/motionreel/bin:$PATH
WORKDIR /work
ENTRYPOINT ["motionreel"]
CMD ["--help"]
